/** The types of shell-page.js, which njs runs as JavaScript (the page composer of both servers). */
interface Heading {
  title: string;
  lead?: string;
  /** Written into the member frame's page: the request carries the member cookie, so the tier bar will show. */
  memberFrame: boolean;
  /** Set in the brand's banner (the route's headingLook), not as the kit's TitledPage. */
  banner: boolean;
}

declare const shellPage: {
  headingFor(federation: unknown, pathname: string, language: string, member: boolean): Heading | null;
  composePage(page: string, heading: Pick<Heading, 'title' | 'lead'> & { banner?: boolean }): string;
  awaitsMemberData(federation: unknown, pathname: string, member: boolean): boolean;
  markPageComing(page: string): string;
  withRemoteManifest(page: string, federation: unknown, pathname: string): string;
  serve(request: unknown): void;
};

export default shellPage;
