import { Button, type ButtonProps } from 'antd';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconLoading } from '@/components/icon/icons';

interface Props extends Omit<ButtonProps, 'loading'> {
  /** The dialog's code is on its way (useLazyDialog): the button shows it and takes no clicks. */
  opening: boolean;
  /** What the progress is called for assistive technology, e.g. 'Loading New Image Request'. */
  openingLabel: string;
}

/** A button that opens a lazily loaded dialog, with its progress while the dialog's code loads. */
export function OpenDialogButton({ opening, openingLabel, ...props }: Props) {
  return (
    <Button
      {...props}
      aria-busy={opening}
      loading={
        opening && {
          icon: (
            <span role="progressbar" aria-label={openingLabel}>
              <MdiIcon path={iconLoading} spin />
            </span>
          ),
        }
      }
    />
  );
}
