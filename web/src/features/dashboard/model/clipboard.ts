/**
 * Copies text for the teacher. The async clipboard needs a secure context and the page's focus; where it is
 * missing or refused, the older copy command is tried on a hidden field. False when both fail: the caller then
 * selects the text for the teacher to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permissions, an insecure page): fall through to the copy command.
  }
  return copyWithCommand(text);
}

function copyWithCommand(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  const focused = document.activeElement as HTMLElement | null;
  document.body.appendChild(field);
  field.select();
  let copied: boolean;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  field.remove();
  focused?.focus();
  return copied;
}
