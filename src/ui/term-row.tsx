/** One term of an offer in a definition list: its name, and its figure in even-width digits. */
export function TermRow({
  label,
  value,
  className,
}: {
  label: string
  value: string
  className: string
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd className="tabular">{value}</dd>
    </div>
  )
}
