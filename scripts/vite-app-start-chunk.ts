/**
 * The app's start in one chunk: src/app/boot.tsx and everything it imports statically (React,
 * the router, the query client, the shell, the contract's first calls) go into a single file
 * instead of the two dozen small shared chunks the bundler would otherwise cut, where each
 * file is compressed on its own and carries its own imports and exports. Every page loads
 * all of it anyway, right after its first paint; in one file it is about 5 KB smaller (gzip)
 * and one request instead of many.
 *
 * What src/main.tsx itself imports stays in the entry, which must stay small and must not
 * import the app's start (see docs/decisions/0014-first-paint-before-javascript.md).
 */

interface ModuleInfo {
  importedIds: readonly string[]
}

interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleInfo | null
}

/** A module and every module it imports statically, however deep. */
function staticClosure(root: string, context: ChunkingContext): Set<string> {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    for (const next of context.getModuleInfo(id)?.importedIds ?? []) visit(next)
  }
  visit(root)
  return seen
}

/**
 * The code-splitting group that puts the app start's modules in one chunk named 'app-start'.
 * `entry` and `appStart` are the absolute paths of src/main.tsx and src/app/boot.tsx.
 */
export function appStartChunk(entry: string, appStart: string) {
  // One build reads the module graph once.
  let members: Set<string> | null = null
  return {
    // Only the modules named here: the entry's own (its loader, the first-paint helpers) must
    // not be drawn in as dependencies, or the entry would import the app's start before the
    // page has painted.
    includeDependenciesRecursively: false,
    name: (moduleId: string, context: ChunkingContext): string | null => {
      if (!members) {
        const beforePaint = staticClosure(entry, context)
        members = new Set(
          [...staticClosure(appStart, context)].filter((id) => !beforePaint.has(id)),
        )
      }
      return members.has(moduleId) ? 'app-start' : null
    },
  }
}
