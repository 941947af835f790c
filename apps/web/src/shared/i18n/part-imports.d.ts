// A catalogue's part (`locales/ca.json?part=first&lang.json`), cut by the build (apps/web/build/locale-parts.ts).
declare module '*.json?part=first&lang.json' {
  const texts: Record<string, unknown>;
  export default texts;
}

declare module '*.json?part=rest&lang.json' {
  const texts: Record<string, unknown>;
  export default texts;
}
