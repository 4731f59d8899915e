import { expect, waitFor } from 'storybook/test';

/** Waits for the e-mail's frame and its fonts, then returns the e-mail's document for the story's checks. */
export async function emailDocument(canvasElement: HTMLElement): Promise<Document> {
  const frame = canvasElement.querySelector('iframe')!;
  await waitFor(() => expect(frame).toHaveAttribute('data-ready', 'true'), { timeout: 10_000 });
  return frame.contentDocument!;
}
