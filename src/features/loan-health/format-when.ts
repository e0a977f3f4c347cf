const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

/** A servicer timestamp as the dashboard shows it, in UTC so every device reads the same. */
export const formatWhen = (iso: string) => `${dateTime.format(new Date(iso))} UTC`
