import type { ReactNode } from 'react';
import { PageHeader } from '@forkful/ui';
import { HomeBand } from './home-band';

interface HomeSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** A titled band of the home page; its heading names the region for assistive technology. */
export function HomeSection({ id, title, subtitle, children }: HomeSectionProps) {
  return (
    <HomeBand aria-labelledby={`${id}-title`}>
      <PageHeader level={2} titleId={`${id}-title`} title={title} lead={subtitle} />
      {children}
    </HomeBand>
  );
}
