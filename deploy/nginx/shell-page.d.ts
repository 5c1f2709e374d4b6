/** The types of shell-page.js, which njs runs as JavaScript (the page composer of both servers). */
interface Heading {
  title: string;
  lead?: string;
  /** A member route's heading, written into the member frame's page. */
  memberRoute: boolean;
}

declare const shellPage: {
  headingFor(federation: unknown, pathname: string, language: string, member: boolean): Heading | null;
  composePage(page: string, heading: Omit<Heading, 'memberRoute'>): string;
  serve(request: unknown): void;
};

export default shellPage;
