import { Button } from '@portal/kit';
import { Link, type LinkProps } from 'react-router-dom';

/** A link in the kit's primary button look: the next step of a redemption, a download, back to the rewards. */
export function LinkButton(props: LinkProps) {
  return <Button as={Link} {...props} />;
}
