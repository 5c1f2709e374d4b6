import { detailOf } from './routingEvents';

const main = () => document.getElementById('portal-main');

/**
 * Marks the main area `aria-busy` from the moment a link's page starts coming until it has mounted
 * (docs/product/shell.md, While a page is on its way; docs/decisions.md, 90). Following a link to
 * another remote's route first loads that remote's code: on a phone's network the old page was gone
 * and the main area stood empty for half a second or more. The page's stylesheet (index.html) shows a
 * ring there while the area is busy and holds no heading yet, after a moment, so a page that mounts at
 * once never flashes it. Only navigations that mount an app mark it, not the first routing of a page
 * load, whose frame the server's page already holds; a navigation a guard cancels never reaches the
 * mount, and the next navigation starts unmarked. The one page a load's first routing keeps marked is
 * one the server sent busy (a member route whose first screen is the member's data, 93): the mark goes
 * when its page has mounted.
 */
export function showPageLoading(): void {
  const settle = () => main()?.removeAttribute('aria-busy');
  window.addEventListener('single-spa:before-routing-event', (event) => {
    if (detailOf(event).originalEvent) settle();
  });
  window.addEventListener('single-spa:before-mount-routing-event', (event) => {
    const { originalEvent, appsByNewStatus } = detailOf(event);
    if (originalEvent && appsByNewStatus.MOUNTED.length > 0) main()?.setAttribute('aria-busy', 'true');
  });
  window.addEventListener('single-spa:routing-event', settle);
}
