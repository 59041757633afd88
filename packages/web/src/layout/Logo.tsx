export interface LogoProps {
  size: number
}

/** The product mark: a mortar board. Decorative; the product name stands beside it. */
export function Logo({ size }: LogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#ffffff" fillOpacity="0.18" />
      <path d="M12 26 32 16l20 10-20 10z" fill="#ffffff" />
      <path d="M20 31v9c0 4 6 7 12 7s12-3 12-7v-9l-12 6z" fill="#cfeaff" />
      <path d="M50 27v12" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}
