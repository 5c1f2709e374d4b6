/** The share dialogs of the networks (docs/product/earning.md, Share activity). */
export function shareUrl(channel: string, text: string, pageUrl: string): string | null {
  if (channel === 'twitter')
    return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(pageUrl)}`;
  if (channel === 'facebook') {
    return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}&quote=${encodeURIComponent(text)}`;
  }
  return null;
}
