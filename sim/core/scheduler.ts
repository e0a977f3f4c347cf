import type { ApplicationStore } from './application-store'
import type { SimClock } from './clock'
import type { IdSource } from './id-source'
import type { Collections, JobRecord } from './models'

export interface SchedulerOptions {
  collections: Collections
  clock: SimClock
  ids: IdSource
  changed(): void
  /** Does a job's work; may schedule further jobs, which run in the same pass when due. */
  run(job: JobRecord): Promise<void>
  /** Told after a pass that ran at least one job: the world moved without a call. */
  worked?(): void
}

/**
 * The simulated lender's later work, on the simulated clock. Jobs live in the world (saved
 * and restored with it) and run, in time order, once the clock has passed their time: the
 * clock running in a demo, a scenario's clock jump or a test's advance. Nothing depends on
 * real timers, so a replay runs the same jobs in the same order every time.
 */
export function createScheduler(options: SchedulerOptions) {
  const { collections, clock, ids } = options
  let passes: Promise<number> = Promise.resolve(0)
  /**
   * When the job being run fell due. The work it schedules counts from then, not from the
   * clock's now: a jump of ten minutes and ten seconds sees the collateral arrive at ten
   * minutes and the lender's two-second steps that follow it, as the same time passing would.
   */
  let runningSince: number | null = null

  function nextDue(): JobRecord | undefined {
    const now = clock.now()
    return collections.jobs
      .all()
      .filter((job) => job.runAt <= now)
      .sort((a, b) => a.runAt - b.runAt || a.order - b.order)[0]
  }

  async function drain(): Promise<number> {
    let ran = 0
    for (let job = nextDue(); job; job = nextDue()) {
      const { id } = job
      collections.jobs.delete((q) => q.where((record) => record.id === id))
      options.changed()
      runningSince = job.runAt
      try {
        await options.run(job)
      } finally {
        runningSince = null
      }
      ran += 1
    }
    if (ran > 0) options.worked?.()
    return ran
  }

  return {
    async schedule(
      appUuid: string,
      event: string,
      afterMs: number,
      how: { keep?: boolean } = {},
    ): Promise<JobRecord> {
      const id = ids.next()
      const job = await collections.jobs.create({
        id,
        appUuid,
        event,
        runAt: (runningSince ?? clock.now()) + afterMs,
        order: ids.counter,
        keep: how.keep ?? false,
      })
      options.changed()
      return job
    },

    /**
     * Runs every job due by now and answers how many ran; calls queue behind each other, so no
     * job runs twice.
     */
    runDue(): Promise<number> {
      passes = passes.then(drain, drain)
      return passes
    },

    pending(appUuid?: string): JobRecord[] {
      return collections.jobs
        .findMany(
          appUuid === undefined ? undefined : (q) => q.where((job) => job.appUuid === appUuid),
        )
        .sort((a, b) => a.runAt - b.runAt || a.order - b.order)
    },

    /** Drops the application's pending work, except deadlines kept across state changes. */
    cancel(appUuid: string): void {
      // Plain predicates: the object form is slow over the thousands of jobs of a busy world.
      collections.jobs.deleteMany((q) => q.where((job) => job.appUuid === appUuid && !job.keep))
      options.changed()
    },
  }
}
export type Scheduler = ReturnType<typeof createScheduler>

/**
 * The runner of one kind of an application's job, for an area's `runJob`: answers false for a
 * job of any other kind (another area's), true once it has done its own. A job whose
 * application has gone has nothing left to do.
 */
export function jobRunner(
  store: Pick<ApplicationStore, 'find'>,
  event: string,
  run: (job: JobRecord) => Promise<void>,
) {
  return async (job: JobRecord): Promise<boolean> => {
    if (job.event !== event) return false
    if (store.find(job.appUuid)) await run(job)
    return true
  }
}
