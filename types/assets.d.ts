/** Files webpack emits as assets resolve to their public URL. */
declare module '*.pdf' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
