/**
 * The two status pictures of the kit's states, drawn here instead of taken from lucide-react:
 * public pages show these states, and lucide's runtime would be their only icon cost
 * (budget: scripts/bench-public-bundle.ts). Same 24-unit grid and stroke as lucide, so they sit
 * beside its icons unnoticed.
 */
import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

function StrokeIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden
    >
      {children}
    </svg>
  );
}

export function AlertIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7v6M12 17h.01" />
    </StrokeIcon>
  );
}

export function InboxIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M3 13h5l2 3h4l2-3h5" />
      <path d="M6 5h12l3 8v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5z" />
    </StrokeIcon>
  );
}
