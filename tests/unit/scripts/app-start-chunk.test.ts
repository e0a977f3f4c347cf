import { appStartChunk } from '@scripts/vite-app-start-chunk'
import { describe, expect, it } from 'vitest'

/** A module graph: each module and the modules it imports statically. */
const graph: Record<string, string[]> = {
  '/p/src/main.tsx': ['/p/src/app/first-paint.ts', '\0vite/preload-helper.js'],
  '/p/src/app/boot.tsx': ['/p/node_modules/react-dom/client.js', '/p/src/app/app.tsx'],
  '/p/src/app/app.tsx': ['/p/src/app/first-paint.ts', '/p/src/api/http-client.ts'],
  '/p/node_modules/react-dom/client.js': ['/p/node_modules/react/index.js'],
  '/p/src/app/screens/start-screen.tsx': ['/p/src/features/offer-builder/page.tsx'],
}
const context = { getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) }

describe('the app-start chunk of the production build', () => {
  const group = appStartChunk('/p/src/main.tsx', '/p/src/app/boot.tsx')
  it.each([
    ['/p/src/app/boot.tsx', 'app-start'],
    ['/p/src/app/app.tsx', 'app-start'],
    ['/p/node_modules/react/index.js', 'app-start'],
    ['/p/src/api/http-client.ts', 'app-start'],
    // The entry's own modules stay with the entry, even where the app imports them too.
    ['/p/src/app/first-paint.ts', null],
    ['\0vite/preload-helper.js', null],
    // A lazily loaded screen keeps its own chunk.
    ['/p/src/app/screens/start-screen.tsx', null],
    ['/p/src/features/offer-builder/page.tsx', null],
  ])('%s goes to %s', (id, chunk) => {
    expect(group.name(id, context)).toBe(chunk)
  })

  it('names only the modules it lists: no dependency is drawn in after them', () => {
    expect(group.includeDependenciesRecursively).toBe(false)
  })
})
