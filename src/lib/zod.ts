import { z } from 'zod'

// The app runs under a Content-Security-Policy without 'unsafe-eval'. Zod probes for eval when
// its first schema is made; jitless mode skips the probe (and the violation report it causes).
// Every app module takes zod from here, so this runs before any schema exists.
z.config({ jitless: true })

export { z }
