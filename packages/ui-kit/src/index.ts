export type { AvatarProps } from './avatar.tsx';
export { Avatar, defaultAvatarUrl } from './avatar.tsx';
export type { BottomNavItem, BottomNavProps } from './bottom-nav.tsx';
export { BottomNav } from './bottom-nav.tsx';
export type { ActionSheetOption, ActionSheetProps, BottomSheetProps } from './bottom-sheet.tsx';
export { ActionSheet, BottomSheet } from './bottom-sheet.tsx';
export type { ButtonLinkProps, ButtonProps, ButtonVariant, IconButtonProps, IconLinkProps } from './button.tsx';
export { Button, ButtonLink, IconButton, IconLink } from './button.tsx';
export type { CaptchaProps } from './captcha.tsx';
export { Captcha } from './captcha.tsx';
export type { CarouselProps } from './carousel.tsx';
export { Carousel } from './carousel.tsx';
export type { CheckboxProps } from './checkbox.tsx';
export { Checkbox } from './checkbox.tsx';
export type { ChipGroupProps, ChipOption, FilterChipProps } from './chips.tsx';
export { ChipGroup, FilterChip } from './chips.tsx';
export type { CopyButtonProps } from './copy-button.tsx';
export { CopyButton, copyText } from './copy-button.tsx';
export { deferredModal } from './deferred-modal.tsx';
export type {
  AlertDialogProps,
  ConfirmDialogProps,
  DialogProps,
} from './dialog.tsx';
export { AlertDialog, ConfirmDialog, Dialog, DialogHost } from './dialog.tsx';
export type { AlertOptions, ConfirmOptions, DialogRequest, Dialogs } from './dialog-queue.ts';
export { createDialogs } from './dialog-queue.ts';
export type { StateMessageProps } from './empty-state.tsx';
export { EmptyState, ErrorState } from './empty-state.tsx';
export { type BindableForm, type BoundField, bindField, type TextFieldName } from './field-binding.ts';
export type { FloatingButtonProps } from './floating-button.tsx';
export { FloatingButton } from './floating-button.tsx';
export type { HeaderProps, PageHeaderProps } from './header.tsx';
export { Header, PageHeader } from './header.tsx';
export type { HtmlPopupAction, HtmlPopupProps } from './html-popup.tsx';
export { HtmlPopup } from './html-popup.tsx';
export { IconAgent } from './icon/agent.tsx';
export { IconCalendar } from './icon/calendar.tsx';
export { IconCard } from './icon/card.tsx';
export { IconCheck } from './icon/check.tsx';
export { IconChevronDown } from './icon/chevron-down.tsx';
export { IconChevronRight } from './icon/chevron-right.tsx';
export { IconCoin } from './icon/coin.tsx';
export { IconCopy } from './icon/copy.tsx';
export { IconCrown } from './icon/crown.tsx';
export { IconEye } from './icon/eye.tsx';
export { IconEyeOff } from './icon/eye-off.tsx';
export { IconHelp } from './icon/help.tsx';
export { IconLogin } from './icon/login.tsx';
export { IconLogout } from './icon/logout.tsx';
export { IconPause } from './icon/pause.tsx';
export { IconPlay } from './icon/play.tsx';
export { IconRedPacket } from './icon/red-packet.tsx';
export { IconRefresh } from './icon/refresh.tsx';
export { IconSettings } from './icon/settings.tsx';
export { IconShield } from './icon/shield.tsx';
export { IconTicket } from './icon/ticket.tsx';
export type { IconProps } from './icons.tsx';
export {
  IconActivity,
  IconAlert,
  IconBack,
  IconClose,
  IconDownload,
  IconHome,
  IconRecords,
  IconService,
  IconSpeaker,
  IconTransfer,
  IconUser,
  IconWallet,
  IconWithdraw,
} from './icons.tsx';
export type { InfiniteListProps } from './infinite-list.tsx';
export { InfiniteList } from './infinite-list.tsx';
export { InlineError, type InlineErrorProps } from './inline-error.tsx';
export type { LazyImageProps } from './lazy-image.tsx';
export { LazyImage } from './lazy-image.tsx';
export type { LoadingOverlayProps } from './loading-overlay.tsx';
export { LoadingOverlay } from './loading-overlay.tsx';
export type { LogoProps } from './logo.tsx';
export { Logo, logoUrl } from './logo.tsx';
export type { MoneyProps } from './money.tsx';
export { formatMoney, Money } from './money.tsx';
export type { NoticeBarProps } from './notice-bar.tsx';
export { NoticeBar } from './notice-bar.tsx';
export type { PickerOption, PickerProps } from './picker.tsx';
export { Picker } from './picker.tsx';
export type { SkeletonGridProps, SkeletonListProps, SkeletonProps } from './skeleton.tsx';
export { Skeleton, SkeletonGrid, SkeletonList } from './skeleton.tsx';
export { Spinner } from './spinner.tsx';
export type { TabItem, TabsProps, TabValue } from './tabs.tsx';
export { Tabs } from './tabs.tsx';
export type { TextFieldProps } from './text-field.tsx';
export { TextField } from './text-field.tsx';
export type { Toast, Toaster, ToastKind, ToastOptions } from './toast.tsx';
export { createToaster, TOAST_DURATION, ToastRegion } from './toast.tsx';
