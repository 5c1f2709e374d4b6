import { ContestBanner } from './ContestBanner';
import { EarnSlot } from './EarnSlot';
import { HomeFaq } from './HomeFaq';
import { JoinCommunity } from './JoinCommunity';
import { SpendPoints } from './SpendPoints';
import { WelcomeSteps } from './WelcomeSteps';

/** The member's home: banner, four steps, the earn list (or intake survey), what to spend points on, FAQ and community. */
export default function MemberHome() {
  return (
    <>
      <ContestBanner />
      <WelcomeSteps />
      <EarnSlot />
      <SpendPoints />
      <HomeFaq />
      <JoinCommunity />
    </>
  );
}
