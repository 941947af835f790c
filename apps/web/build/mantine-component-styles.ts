// Mantine's styles per component, carried by the module graph: each Mantine component module
// imports its class names from `<Name>.module.css.mjs`, and Mantine publishes the matching
// stylesheet as `@mantine/core/styles/<Name>.layer.css`. Importing that stylesheet from the class
// names' module puts a component's CSS in whichever chunk holds the component, so the first
// screen loads only the styles of the components it draws (the whole of `styles.css` would be
// large and render-blocking on every first visit), and a lazily loaded screen brings its own.
//
// The `.layer.css` files put Mantine's rules in `@layer mantine`: the app's own CSS, which is not
// layered, wins over them whatever order the chunks' stylesheets arrive in. The global styles
// (baseline, CSS variables, global classes) are imported once by the entry (src/app/main.tsx).
import type { Plugin } from 'vite';

const CLASS_NAMES_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].+[\\/]([A-Za-z]+)\.module\.css\.mjs$/;
const APP_ENTRY = /[\\/]src[\\/]app[\\/]main\.tsx$/;

export function mantineComponentStyles(): Plugin {
  let serving = false;
  return {
    name: 'portal:mantine-component-styles',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      // The dev server pre-bundles Mantine, so its modules never reach this hook there: the entry
      // takes every component's (layered) styles instead.
      if (serving) {
        return APP_ENTRY.test(id)
          ? { code: `import '@mantine/core/styles.layer.css';\n${code}`, map: null }
          : null;
      }
      const match = CLASS_NAMES_MODULE.exec(id);
      if (!match) return null;
      return { code: `import '@mantine/core/styles/${match[1]}.layer.css';\n${code}`, map: null };
    },
  };
}
