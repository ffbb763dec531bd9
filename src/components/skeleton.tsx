interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  className?: string;
}

export function Skeleton({ width = '100%', height = 12, className = '' }: SkeletonProps) {
  return (
    <span className={`gw-skeleton ${className}`} style={{ width, height }} aria-hidden="true" />
  );
}
