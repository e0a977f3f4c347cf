import { Banner } from '@/ui/banner'

/** The page was reloaded (or left) while a submit of it was on its way. */
export function UnsentSubmitNotice() {
  return (
    <div className="shell-notice">
      <Banner variant="warn" title="Some of your changes may not have been sent">
        The page was reloaded while they were on their way. What is shown below is what we have;
        please check it and send again anything that is missing.
      </Banner>
    </div>
  )
}
