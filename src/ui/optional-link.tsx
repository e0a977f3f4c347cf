import type { AnchorHTMLAttributes, ReactNode } from 'react'

export interface OptionalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Null where the address was dropped as unsafe (domain/organisation-links.ts). */
  href: string | null
  children: ReactNode
}

/** A link to one of the organisation's pages; its words alone where there is no address. */
export function OptionalLink({ href, children, ...rest }: OptionalLinkProps) {
  if (href === null) return <span>{children}</span>
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}
