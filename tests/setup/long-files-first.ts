import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files whose cost their size does not show: three lines each that replay the library's stories
 * in the rendered app, and a file that lists the library with three Playwright processes.
 */
const LONG_BUT_SMALL = [/\/story-replays-\d+\.test\.tsx$/, /\/story-shards\.test\.ts$/]

const isLongButSmall = (file: TestSpecification) =>
  LONG_BUT_SMALL.some((pattern) => pattern.test(file.moduleId))

/**
 * Vitest runs the files it has timings for longest first, and the others largest first; a fresh
 * clone has no timings, so the story replays, the longest files in a few bytes, ran last, each
 * worker then waiting on the other. These go first within their project; the rest keep vitest's
 * order.
 */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const groupOf = (file: TestSpecification) =>
      `${file.project.config.sequence.groupOrder}:${file.project.name}`
    const groups = [...new Set(sorted.map(groupOf))]
    return groups.flatMap((group) => {
      const inGroup = sorted.filter((file) => groupOf(file) === group)
      return [...inGroup.filter(isLongButSmall), ...inGroup.filter((file) => !isLongButSmall(file))]
    })
  }
}
