import type { AccountProfile } from '@chairside/api-contract';
import { Card, ImageGrid, Inline, SingleImage, Text, WorkingDays } from '@chairside/design-system';
import type { DetailSection } from '../../data/accountDetails';
import {
  AboutSection,
  CategorySection,
  DetailList,
  PayFiguresSection,
  Section,
  SubscriptionSection,
  WorkingHoursSection,
} from '../../profile/ProfileParts';
import { profileTexts, unitText } from '../../profile/profileText';

/** A private suite's units as 'Unit N' cards with the size and the rent. */
function UnitsSection({ title, fallback, profile }: { title: string; fallback: string; profile: AccountProfile }) {
  return (
    <Section title={title}>
      {profile.units.length === 0 ? (
        <Text tone="muted">{fallback}</Text>
      ) : (
        <Inline as="ul" space="medium">
          {profile.units.map((unit, index) => {
            const { size, rent } = unitText(unit);
            return (
              <Card key={unit.key} as="article" tone="muted" title={`Unit ${index + 1}`} titleLevel={3}>
                <DetailList
                  items={[
                    { term: 'Size', detail: size },
                    { term: 'Rent', detail: rent },
                  ]}
                />
              </Card>
            );
          })}
        </Inline>
      )}
    </Section>
  );
}

/** One section of a detail page, as its kind's description names it. */
export function DetailSectionView({ section, profile }: { section: DetailSection; profile: AccountProfile }) {
  switch (section.part) {
    case 'about':
      return <AboutSection about={profile.about} fallback={section.fallback} />;
    case 'categories':
      return <CategorySection title={section.title} groups={profile[section.field]} />;
    case 'pay':
      return <PayFiguresSection title={section.title} profile={profile} hourlyLabel={section.hourlyLabel} />;
    case 'hours':
      return <WorkingHoursSection title={section.title} profile={profile} />;
    case 'days':
      return (
        <Section title={section.title}>
          <WorkingDays days={profile.workingDays} fallback={profileTexts.notSpecified} />
        </Section>
      );
    case 'units':
      return <UnitsSection title={section.title} fallback={section.fallback} profile={profile} />;
    case 'subscription':
      return <SubscriptionSection profile={profile} />;
    case 'gallery':
      return (
        <Section title={section.title}>
          <ImageGrid images={profile.portfolio.map((src) => ({ src }))} label={section.title} fallback={section.fallback} />
        </Section>
      );
    case 'picture':
      return (
        <Section title={section.title}>
          <SingleImage src={profile.portfolio[0]} label={section.title} fallback={section.fallback} />
        </Section>
      );
  }
}
