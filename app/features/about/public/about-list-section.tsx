import type { ReactNode } from "react";
import { EmptyState, PageContainer, SectionHeading } from "~/components/storefront/page-parts";

type Props = {
  /** The anchor the page's links and its navigation point at ('valeurs', 'equipe', 'partenaires'). */
  id: string;
  headingId: string;
  title: string;
  /** The whole section's classes, its background included. */
  className: string;
  /** The merchant listed nothing: the empty message takes the list's place. */
  empty: { icon: ReactNode; text: string } | null;
  children: ReactNode;
};

/** A list section of the 'Qui sommes-nous' page (values, team, partners): its centred title, then its list or its empty message. */
export function AboutListSection({ id, headingId, title, className, empty, children }: Props) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <PageContainer>
        <SectionHeading id={headingId} center>
          {title}
        </SectionHeading>
        {empty ? <EmptyState icon={empty.icon}>{empty.text}</EmptyState> : children}
      </PageContainer>
    </section>
  );
}
