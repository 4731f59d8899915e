import { Breadcrumb, Container, Section } from '@fabrique/ui';
import { breadcrumbTrail, type Crumb } from '../lib/structured-data.ts';

/** The visible breadcrumb of a page, from the same trail as its JSON-LD BreadcrumbList. */
export function PageBreadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Section paddingY="small">
      <Container>
        <Breadcrumb items={breadcrumbTrail(crumbs).map((crumb) => ({ label: crumb.name, href: crumb.path }))} />
      </Container>
    </Section>
  );
}
