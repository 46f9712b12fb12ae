/**
 * Why a disabled save button waits: the tooltip around it (src/components/form/WaitReason.tsx),
 * read as a screen reader gets it: the open tooltip it is described by, or the title it carries
 * while closed. Null when the button does not wait.
 */
export function waitReasonOf(button: HTMLElement): string | null {
  const holder = button.closest('[data-refused-action]');
  if (!holder) return null;
  const described = holder.getAttribute('aria-describedby');
  return described ? (document.getElementById(described)?.textContent ?? null) : holder.getAttribute('title');
}
