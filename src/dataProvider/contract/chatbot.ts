import { z } from 'zod';

/** What the assistant's WebSocket sends (spec 000 section 7); anything else is a format error. */
const actionSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  label: z.string(),
  requires_confirmation: z.boolean().default(true),
});

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('system_message'), content: z.string() }),
  z.looseObject({
    type: z.literal('assistant_message'),
    content: z.string(),
    message_id: z.union([z.string(), z.number()]).transform(String).nullish(),
    conversation_id: z.string().nullish(),
    actions: z.array(actionSchema).nullish(),
    timestamp: z.string().nullish(),
  }),
  z.looseObject({ type: z.literal('message_received'), conversation_id: z.string().nullish() }),
  z.looseObject({ type: z.literal('assistant_typing'), is_typing: z.boolean().nullish() }),
  z.looseObject({
    type: z.literal('action_completed'),
    action_id: z.union([z.string(), z.number()]).transform(String),
    result: z.looseObject({ message: z.string().nullish() }).nullish(),
  }),
  z.looseObject({ type: z.literal('error'), content: z.string() }),
]);

export type WireServerMessage = z.output<typeof serverMessageSchema>;

/** The server's frames that are not part of the conversation (keep-alive answers). */
export const keepAliveSchema = z.looseObject({ type: z.literal('pong') });
