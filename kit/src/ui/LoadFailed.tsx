import styled from 'styled-components';
import { Button } from './primitives';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { KIT_NAMESPACE, kitStrings } from '../i18n/strings';

const Box = styled.div`
  margin: ${({ theme }) => theme.space(4)} 0;
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.error};
  }
`;

/**
 * What a list or page shows when its data could not load: the feature's own message (it knows what
 * failed) and the kit's "Try again", announced to screen readers.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useKitTranslation(KIT_NAMESPACE, kitStrings);
  return (
    <Box role="alert">
      <p>{message}</p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Box>
  );
}
