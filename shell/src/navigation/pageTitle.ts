/**
 * Names the browser's tab, its history entries and what a screen reader announces on arrival after the
 * page shown: the main area's heading, then the brand that index.html names (docs/product/shell.md,
 * Page titles). Every app renders its own heading, some only once their data is there (a ticket's
 * subject), so the shell watches the main area instead of asking each remote to set the title.
 */
export function titlePagesByHeading(): void {
  const main = document.getElementById('portal-main');
  if (!main) return;
  const brand = document.title;
  const title = () => {
    // A server-written heading stays hidden beside the page's own until the next page; both say the same.
    const heading = main.querySelector('h1')?.textContent?.trim();
    if (!heading) return brand;
    return heading.includes(brand) ? heading : `${heading} · ${brand}`;
  };
  const update = () => {
    const next = title();
    if (document.title !== next) document.title = next;
  };
  new MutationObserver(update).observe(main, { childList: true, subtree: true, characterData: true });
  update();
}
