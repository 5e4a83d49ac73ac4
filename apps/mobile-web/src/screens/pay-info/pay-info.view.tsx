import type { PayInfoViewModel } from '@lobby/domain/pay-info';
import {
  Button,
  ButtonLink,
  CopyButton,
  ErrorState,
  FloatingButton,
  IconService,
  LazyImage,
  Money,
  PageHeader,
  Skeleton,
} from '@lobby/ui-kit';
import type { ReactNode } from 'react';
import './pay-info.css';

/** What the page shows of an order (the api's payment info has this shape). */
export type PaymentDetails = NonNullable<PayInfoViewModel['info']> & {
  depositNo: string;
  /** In yuan. */
  amount: number;
  /** For USDT orders, the amount in USDT. */
  realMoney: number;
  /** The method's label. */
  payTypeLabel: string;
  receivingAccounts: readonly { id: number; bankName: string; number: string; owner: string; address: string }[];
  /** The wallet or merchant to pay: its address, network or note, and its QR picture. */
  channel: { merchantId: string; content: string; image: string } | null;
  qrcode: string;
  url: string;
};

/** Props of {@link PayInfoView}. */
export type PayInfoViewProps = {
  page: PayInfoViewModel<PaymentDetails>;
  onCopied: () => void;
  onCopyFailed: () => void;
  onBack: () => void;
  onOpenService: () => void;
};

/** Where both buttons lead (part 2 §2): the fund records. */
export const RECORDS_HREF = '#/transRecord';

type Row = { label: string; value: string; copy?: boolean };

/** A list of label and value rows, the copyable ones with a copy button. */
function Rows({
  rows,
  onCopied,
  onCopyFailed,
}: { rows: readonly Row[] } & Pick<PayInfoViewProps, 'onCopied' | 'onCopyFailed'>) {
  return (
    <dl className="pay-info__rows">
      {rows.map(({ label, value, copy }) => (
        <div className="pay-info__row" key={label}>
          <dt>{label}</dt>
          <dd>
            <span>{value || '--'}</span>
            {copy && value !== '' && (
              <CopyButton text={value} what={label} onCopied={onCopied} onCopyFailed={onCopyFailed} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The payment picture (QR code), in a fixed box so nothing moves when it loads. */
function PayImage({ src }: { src: string }) {
  if (src === '') return null;
  return (
    <figure className="pay-info__qr">
      <LazyImage src={src} alt="付款二维码" width={200} height={200} fit="contain" eager />
      <figcaption>请使用对应的App扫码付款</figcaption>
    </figure>
  );
}

function Buttons() {
  return (
    <div className="pay-info__buttons">
      <ButtonLink href={RECORDS_HREF}>充值完成</ButtonLink>
      <ButtonLink variant="secondary" href={RECORDS_HREF}>
        资金明细
      </ButtonLink>
    </div>
  );
}

/** The page of one order: amount, countdown, where to pay, the order's details and the two buttons. */
function Order({ page, info, ...props }: PayInfoViewProps & { info: PaymentDetails }) {
  const { onOpenService } = props;
  const shared: Row[] = [
    { label: '订单号', value: info.depositNo, copy: true },
    { label: '交易时间', value: info.createdAt },
    { label: '存款方式', value: info.payTypeLabel },
  ];
  let details: ReactNode;
  if (page.variant === 'bank') {
    details = (
      <>
        {info.receivingAccounts.map((account) => (
          <section className="pay-info__card" key={account.id} aria-label={`收款账户${account.bankName}`}>
            <Rows
              {...props}
              rows={[
                { label: '收款账号', value: account.number, copy: true },
                { label: '银行户名', value: account.owner, copy: true },
                { label: '开户行', value: account.bankName, copy: true },
                { label: '开户行地址', value: account.address, copy: true },
              ]}
            />
          </section>
        ))}
        <Rows {...props} rows={shared} />
      </>
    );
  } else if (page.variant === 'address') {
    details = (
      <>
        <Rows
          {...props}
          rows={[
            { label: 'USDT地址', value: info.channel?.merchantId ?? '', copy: true },
            ...shared,
            { label: '钱包协议', value: info.channel?.content ?? '' },
          ]}
        />
        <PayImage src={info.channel?.image ?? ''} />
      </>
    );
  } else {
    details = (
      <>
        <PayImage src={info.qrcode || (info.channel?.image ?? '')} />
        <Rows
          {...props}
          rows={[...(info.url ? [{ label: '支付链接', value: info.url, copy: true }] : []), ...shared]}
        />
      </>
    );
  }
  return (
    <>
      <section className="pay-info__summary" aria-label="支付金额">
        <p className="pay-info__amount">
          <Money value={info.amount} />
        </p>
        {page.variant === 'address' && <p className="pay-info__usdt">≈ {info.realMoney.toFixed(2)} USDT</p>}
        {page.countdown !== null && (
          <p className="pay-info__countdown">
            {page.expired ? '订单已超时，请重新存款' : '请在'}
            {!page.expired && (
              <>
                {' '}
                <time role="timer" aria-label="剩余支付时间">
                  {page.countdown}
                </time>{' '}
                内完成支付
              </>
            )}
          </p>
        )}
        <p className="pay-info__note">
          支付成功后将自动到账，如有疑问请
          <Button type="button" variant="ghost" className="pay-info__service" onClick={onOpenService}>
            联系客服
          </Button>
        </p>
      </section>
      <section className="pay-info__card" aria-label="支付信息">
        {details}
      </section>
      <Buttons />
    </>
  );
}

/** The 充值详情 page of the wallet-app token: number, fixed method and network, the QR code, no countdown. */
function TokenDetail({ info, ...props }: PayInfoViewProps & { info: PaymentDetails }) {
  return (
    <>
      <section className="pay-info__card" aria-label="充值详情">
        <Rows
          {...props}
          rows={[
            { label: '存款单号', value: info.depositNo, copy: true },
            { label: '存款金额', value: info.amount.toFixed(2) },
            { label: '存款方式', value: 'AnToken' },
            { label: '钱包协议', value: 'TRC20' },
          ]}
        />
        <PayImage src={info.qrcode || (info.channel?.image ?? '')} />
      </section>
      <Buttons />
      <FloatingButton
        label="在线客服"
        icon={<IconService size={28} />}
        onClick={props.onOpenService}
        aboveNav={false}
      />
    </>
  );
}

/** /payInfo: the order's payment page in its variant (bank, USDT address, QR, AnToken detail). */
export function PayInfoView(props: PayInfoViewProps) {
  const { page, onBack, onOpenService } = props;
  const info = page.info;
  return (
    <div className="pay-info">
      <PageHeader
        title={page.variant === 'token' ? '充值详情' : '支付信息'}
        onBack={onBack}
        onOpenService={onOpenService}
      />
      <div className="pay-info__body">
        {page.loading ? (
          <div className="pay-info__skeleton" aria-busy="true">
            <Skeleton shape="block" height={120} />
            <Skeleton shape="block" height={260} />
          </div>
        ) : page.failed || info === null ? (
          <ErrorState message={page.error ?? '订单信息加载失败，请重试'} onRetry={page.retry} />
        ) : page.variant === 'token' ? (
          <TokenDetail {...props} info={info} />
        ) : (
          <Order {...props} info={info} />
        )}
      </div>
    </div>
  );
}
