// Where the share buttons send the link (SPEC §7 'Share links', DECISIONS.md 'Sharing').

export type SocialNetwork = 'facebook' | 'x' | 'whatsapp';

export function socialShareUrl(network: SocialNetwork, link: string, text: string): string {
  const url = encodeURIComponent(link);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'x':
      return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${url}`;
    case 'whatsapp':
      // WhatsApp takes a single text: the message, then the link on its own line.
      return `https://wa.me/?text=${encodeURIComponent(text ? `${text}\n${link}` : link)}`;
  }
}

/** Copies text, with the older selection-based copy where the Clipboard API is unavailable. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}
