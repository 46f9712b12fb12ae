import { Fragment } from 'react';
import { parseBold } from '../../domain/chatbot';

/**
 * A message's text with its `**bold**` parts as <strong>. The text is only ever rendered as React
 * text nodes: markup sent by the server stays visible text, it is never run as HTML.
 */
export function FormattedText({ content }: { content: string }) {
  return (
    <>
      {parseBold(content).map((segment, index) =>
        segment.bold ? <strong key={index}>{segment.text}</strong> : <Fragment key={index}>{segment.text}</Fragment>,
      )}
    </>
  );
}
