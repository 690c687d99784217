import { ButtonLink, Card, PageContainer, PageHeader, Prose, SectionTitle, useDocumentTitle } from '@forkful/ui';

/** The page at /planner. */
export function PlannerPage() {
  useDocumentTitle('Planner');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Forkful"
        title="Planner"
        lead="This page is served by its own remote, mfe-planner, deployed on its own: the shell mounts it from its route module."
      />
      <Card as="section" aria-labelledby="planner-next">
        <SectionTitle id="planner-next">What comes next</SectionTitle>
        <Prose>
          <p>
            Build this feature in <code>src/features/planner</code>: components here, data fetching in its api folder,
            shared state in its hooks folder. New pages and navigation entries are declared in <code>src/routes.json</code>.
          </p>
        </Prose>
        <ButtonLink to="/all-recipes">Explore Recipes</ButtonLink>
      </Card>
    </PageContainer>
  );
}
