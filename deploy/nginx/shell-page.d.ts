/** The types of shell-page.js, which njs runs as JavaScript (the page composer of both servers). */
interface Heading {
  title: string;
  lead?: string;
}

declare const shellPage: {
  headingFor(federation: unknown, pathname: string, language: string): Heading | null;
  composePage(page: string, federation: unknown, pathname: string, language: string): string;
  serve(request: unknown): void;
};

export default shellPage;
