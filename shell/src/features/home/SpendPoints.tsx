import { apiCall, isSuccess } from '@portal/shared';
import type { HomeResult } from '@portal/kit';
import { CardGrid, Tile, TileBody, TilePicture } from '@portal/kit/ui';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Block, BlockLead, BlockTitle } from './styles';
import { HOME_NAMESPACE } from './translations';

/** Items per list of the home lists call (docs/product/home.md, Home lists call). */
export const HOME_LIST_LIMIT = 4;

interface Item {
  key: string;
  kind: 'reward' | 'contest';
  name: string;
  image: string;
  points: number;
  to: string;
}

/** The rewards and contests of the home lists call, merged into one list: rewards first, as the call orders each. */
function merge({ rewardResult, contestResult }: HomeResult): Item[] {
  return [
    ...rewardResult.map((reward) => ({
      key: `reward-${reward.id}`,
      kind: 'reward' as const,
      name: reward.itemName,
      image: reward.image,
      points: reward.redeemPoints,
      to: `/reward-preview/${reward.id}`,
    })),
    ...contestResult.map((contest) => ({
      key: `contest-${contest.id}`,
      kind: 'contest' as const,
      name: contest.name,
      image: contest.cardHeaderImage,
      points: contest.pointRequired,
      to: `/contest/${contest.id}`,
    })),
  ];
}

/**
 * The item's name links to it; its box stretches over the whole tile, so the picture is a target too and
 * the tile is still one tab stop (the kit's tile shows the focus ring).
 */
const ItemLink = styled(Link)`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brandDark};
  outline: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Kind = styled.small`
  color: ${({ theme }) => theme.colors.muted};
`;

/** What the member can spend points on (docs/product/home.md, Spend your points); hidden when there is nothing or the call fails. */
export function SpendPoints() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const [items, setItems] = useState<Item[]>([]);
  useEffect(() => {
    let alive = true;
    void apiCall<HomeResult>({ method: 'GET', url: '/s1/home', params: { limit: HOME_LIST_LIMIT } }).then((body) => {
      // The cards render in a transition, in slices (docs/decisions.md, 65).
      const { data } = body;
      if (alive && isSuccess(body) && data) startTransition(() => setItems(merge(data)));
    });
    return () => {
      alive = false;
    };
  }, []);
  if (items.length === 0) return null;
  return (
    <Block aria-labelledby="home-spend-title">
      <BlockTitle id="home-spend-title">{t('spend.title')}</BlockTitle>
      <BlockLead>{t('spend.lead')}</BlockLead>
      <CardGrid $min={200} $gap={4}>
        {items.map((item) => (
          <Tile key={item.key}>
            <TilePicture src={item.image} alt="" loading="lazy" />
            <TileBody>
              <Kind>{t(`spend.${item.kind}`)}</Kind>
              <ItemLink to={item.to}>{item.name}</ItemLink>
              <span>{t('spend.points', { points: item.points })}</span>
            </TileBody>
          </Tile>
        ))}
      </CardGrid>
    </Block>
  );
}
