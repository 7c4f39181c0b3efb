import { Button, Flex, Popover } from 'antd';
import { warmUpStyles } from '@/components/lazyDialog/warmUpStyles';
import { ListHeading } from '@/components/masterDetail/ListHeading';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconInfo } from '@/components/icon/icons';

const about = (
  <p style={{ maxWidth: 360, margin: 0 }}>
    A software set is a CSV file listing a platform&apos;s software components. Each upload is
    checked against the regulator&apos;s software-set requirements: this section only validates that
    the CSV follows them, and keeps the sets that pass.
  </p>
);

/**
 * The About popover's styles: of this screen's first render, the one component Binary Requests
 * does not show (its CSS variables were a <style> put into the page in the commit that showed
 * the screen, issue 20).
 */
export function warmUpHeadingStyles(): void {
  warmUpStyles(
    'softwareValidationsHeading',
    <Popover content="" title="">
      <span />
    </Popover>,
  );
}

export function SoftwareValidationsHeading() {
  return (
    <Flex align="center" gap={8}>
      <ListHeading style={{ margin: 0 }}>Software Set Validations</ListHeading>
      <Popover content={about} title="About software set validations" trigger="click">
        <Button
          type="text"
          shape="circle"
          icon={<MdiIcon path={iconInfo} />}
          aria-label="About software set validations"
        />
      </Popover>
    </Flex>
  );
}
