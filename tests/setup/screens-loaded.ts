/**
 * The app's screens are loaded lazily, route by route. A test that ends while the app is still
 * loading one (a redirect to the dashboard, say) left that import running past the file's end;
 * vitest then refused it ("Cannot load ... after the environment was torn down"), and every
 * later test in that worker that needed the screen failed. Loading every screen up front, once
 * per worker, leaves no import in flight: a lazy route then resolves from loaded modules. The
 * routes load their pages from the features' components (and two screens of src/app).
 */
import.meta.glob(
  [
    '../../src/app/screens/*.tsx',
    '../../src/features/*/components/*.tsx',
    // Loaded lazily by the root layout once signed in.
    '../../src/app/event-notices.tsx',
  ],
  { eager: true },
)
