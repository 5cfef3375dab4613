import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

type IconProps = Omit<ComponentProps<'svg'>, 'children'>;

/**
 * The staff screens' icons: 24-pixel line drawings in the current text colour. Decorative by
 * default (`aria-hidden`): the control they sit in carries the words.
 */
function icon(name: string, shapes: ReactNode) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-icon={name}
        className={cn('h-5 w-5 shrink-0', className)}
        {...props}
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}

export const HomeIcon = icon('home', <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />);

export const UsersIcon = icon(
  'users',
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6" />
  </>,
);

export const MailIcon = icon(
  'mail',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m2 7 10 7 10-7" />
  </>,
);

export const BookIcon = icon('book', <path d="M4 19.5v-15A2.5 2.5 0 0 1 6.5 2H20v20H6.5a2.5 2.5 0 0 1 0-5H20" />);

export const QrCodeIcon = icon(
  'qr-code',
  <>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3h-3zM21 14v.01M14 21h7M21 17.5V21" />
  </>,
);

export const ImageIcon = icon(
  'image',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </>,
);

export const VideoIcon = icon(
  'video',
  <>
    <rect x="2" y="6" width="14" height="12" rx="2" />
    <path d="m22 8-6 4 6 4z" />
  </>,
);

export const ChartIcon = icon('chart', <path d="M3 3v18h18M8 17v-5M13 17V8M18 17v-8" />);

export const BoxIcon = icon('box', <path d="M21 8 12 3 3 8v8l9 5 9-5zM3 8l9 5 9-5M12 13v8" />);

export const SlidersIcon = icon(
  'sliders',
  <>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </>,
);

export const ShieldUserIcon = icon(
  'shield-user',
  <>
    <path d="M12 3 20 6v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
    <circle cx="12" cy="10" r="2.5" />
    <path d="M8.5 16.5a4 4 0 0 1 7 0" />
  </>,
);

export const ClockIcon = icon(
  'clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const KeyIcon = icon(
  'key',
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="M10.8 12.2 20 3M16 7l3 3M14 9l2 2" />
  </>,
);

export const LogOutIcon = icon('log-out', <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);

export const ExternalLinkIcon = icon('external-link', <path d="M14 3h7v7M10 14 21 3M19 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5" />);

export const TrashIcon = icon('trash', <path d="M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />);

export const DownloadIcon = icon('download', <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />);

export const MenuIcon = icon('menu', <path d="M4 6h16M4 12h16M4 18h16" />);

export const CloseIcon = icon('close', <path d="M6 6l12 12M18 6 6 18" />);

export const ArrowLeftIcon = icon('arrow-left', <path d="M19 12H5M12 19l-7-7 7-7" />);

export const LockIcon = icon(
  'lock',
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);

export const RefreshIcon = icon('refresh', <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M3 21v-5h5" />);

export const FileTextIcon = icon(
  'file-text',
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);

export const PencilIcon = icon('pencil', <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />);

export const UploadIcon = icon('upload', <path d="M12 16V4m0 0-5 5m5-5 5 5M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />);

export const WarningIcon = icon(
  'warning',
  <>
    <path d="M12 3 2 20h20L12 3z" />
    <path d="M12 10v4M12 17.5v.01" />
  </>,
);

export const UndoIcon = icon(
  'undo',
  <>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </>,
);

export const SaveIcon = icon(
  'save',
  <>
    <path d="M5 3h11l5 5v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
    <path d="M7 3v5h8M7 21v-7h10v7" />
  </>,
);

export const PlusIcon = icon('plus', <path d="M12 5v14M5 12h14" />);

export const CheckCircleIcon = icon(
  'check-circle',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
);

export const MinusCircleIcon = icon(
  'minus-circle',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12h8" />
  </>,
);

export const ArrowUpIcon = icon('arrow-up', <path d="M12 19V5M5 12l7-7 7 7" />);

export const ArrowDownIcon = icon('arrow-down', <path d="M12 5v14M19 12l-7 7-7-7" />);

export const HelpCircleIcon = icon(
  'help-circle',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  </>,
);

export const PackageIcon = icon(
  'package',
  <path d="M16.5 9.4 7.5 4.2M21 16V8a2 2 0 0 0-1-1.7l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.7l7 4a2 2 0 0 0 2 0l7-4a2 2 0 0 0 1-1.7zM3.3 7 12 12l8.7-5M12 22V12" />,
);
