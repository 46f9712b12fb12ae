import * as z from 'zod/mini';
import { transform } from './common';

/** What the assistant's WebSocket sends (spec 000 section 7); anything else is a format error. */
const actionSchema = z.looseObject({
  id: transform(z.union([z.string(), z.number()]), String),
  label: z.string(),
  requires_confirmation: z._default(z.boolean(), true),
});

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('system_message'), content: z.string() }),
  z.looseObject({
    type: z.literal('assistant_message'),
    content: z.string(),
    message_id: z.nullish(transform(z.union([z.string(), z.number()]), String)),
    conversation_id: z.nullish(z.string()),
    actions: z.nullish(z.array(actionSchema)),
    timestamp: z.nullish(z.string()),
  }),
  z.looseObject({ type: z.literal('message_received'), conversation_id: z.nullish(z.string()) }),
  z.looseObject({ type: z.literal('assistant_typing'), is_typing: z.nullish(z.boolean()) }),
  z.looseObject({
    type: z.literal('action_completed'),
    action_id: transform(z.union([z.string(), z.number()]), String),
    result: z.nullish(z.looseObject({ message: z.nullish(z.string()) })),
  }),
  z.looseObject({ type: z.literal('error'), content: z.string() }),
]);

export type WireServerMessage = z.output<typeof serverMessageSchema>;

/** The server's frames that are not part of the conversation (keep-alive answers). */
export const keepAliveSchema = z.looseObject({ type: z.literal('pong') });
