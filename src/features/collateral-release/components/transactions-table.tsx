import type { Collateral } from '@contract/collateral'
import { RELEASE_TABLE_DECIMALS } from '@/domain/collateral-release'
import { formatCoin } from '@/domain/format'

type Transaction = NonNullable<Collateral['wallet']>['transactions'][number]

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

/** 'DEPOSIT' -> 'Deposit', 'MARGIN_CALL_TOP_UP' -> 'Margin call top up'. */
function typeInWords(type: string): string {
  const words = type.toLowerCase().replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function dateOf(time: string): string {
  const at = new Date(time)
  return Number.isNaN(at.getTime()) ? time : dateFormat.format(at)
}

/** The wallet's transactions (§2): Date, Type, Amount to 4 decimals with the coin type. */
export function TransactionsTable({ transactions }: { transactions: readonly Transaction[] }) {
  if (transactions.length === 0) {
    return <p className="release__empty">No transactions yet.</p>
  }
  return (
    <div className="release__table-scroll">
      <table className="release__table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Type</th>
            <th scope="col" className="release__amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr
              key={`${transaction.transactionTime}-${transaction.transactionType}-${transaction.transactionAmount.coinQuantity}`}
            >
              <td>
                <time dateTime={transaction.transactionTime}>
                  {dateOf(transaction.transactionTime)}
                </time>
              </td>
              <td>{typeInWords(transaction.transactionType)}</td>
              <td className="release__amount">
                {formatCoin(
                  transaction.transactionAmount.coinQuantity,
                  transaction.transactionAmount.type,
                  { decimals: RELEASE_TABLE_DECIMALS },
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
