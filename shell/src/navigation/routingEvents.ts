/** What single-spa tells its routing events (single-spa 6) that the shell's navigation listeners read. */
export interface RoutingDetail {
  oldUrl: string;
  newUrl: string;
  /**
   * The event that started the navigation; none for the first routing of a page load. single-spa's own
   * popstate for a pushState or replaceState marks itself `singleSpa`; the browser's back and forward do not.
   */
  originalEvent?: Event & { singleSpa?: boolean };
  /** The apps by the status the navigation gives them: before it runs, `MOUNTED` lists those it will mount. */
  appsByNewStatus: { MOUNTED: string[] };
}

export const detailOf = (event: Event) => (event as CustomEvent<RoutingDetail>).detail;
