import { servicesAt } from '@sim/service-urls'

/** Absolute base URLs, as a deployment on another host would configure them. */
export const testServices = servicesAt('http://sim.test')
