/** An image imported by a module: webpack emits it as a file of the build and the import is its address. */
declare module '*.webp' {
  const url: string;
  export default url;
}
