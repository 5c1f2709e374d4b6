import { isLoggedIn, PageSection, useSession } from '@portal/shared';
import { ContestBanner } from './ContestBanner';
import { EarnSlot } from './EarnSlot';
import { HomeFaq } from './HomeFaq';
import { JoinCommunity } from './JoinCommunity';
import { VisitorBanner } from './VisitorBanner';
import { WelcomeSteps } from './WelcomeSteps';

/** Home (spec part 1 §1): the visitor's banner, or the member's banner, steps, earn list, FAQ and community. */
export function HomePage() {
  const loggedIn = useSession(isLoggedIn);
  if (!loggedIn) {
    return (
      <PageSection>
        <VisitorBanner />
      </PageSection>
    );
  }
  return (
    <PageSection>
      <ContestBanner />
      <WelcomeSteps />
      <EarnSlot />
      <HomeFaq />
      <JoinCommunity />
    </PageSection>
  );
}
