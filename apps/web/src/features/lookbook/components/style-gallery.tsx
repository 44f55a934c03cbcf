import { Msg, type Style } from '@vastra/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cn } from '@vastra/ui/cn';
import { Skeleton } from '@vastra/ui/skeleton';
import { TabPanel, Tabs } from '@vastra/ui/tabs';
import { useStyles } from '@/entities/catalog/api/get-styles';
import { useStyle } from '../api/get-style';
import {
  InfluencerGrid,
  InfluencerGridSkeleton,
  looksOf,
  type GalleryView,
} from './influencer-grid';

const ALL_TAB = 'all';
const GALLERY_HASHTAG = '#VastraLooks';

const hashtag = (s: Pick<Style, 'hashtag'> | undefined) =>
  s?.hashtag ? `#${s.hashtag.replace(/^#/, '')}` : GALLERY_HASHTAG;

function ViewToggle({
  value,
  onChange,
}: {
  value: GalleryView;
  onChange: (v: GalleryView) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label="View"
      className="inline-flex items-center gap-1 rounded-full border border-line p-1 text-xs"
    >
      <span className="px-2 font-semibold uppercase tracking-wider text-ink-muted">View</span>
      {([4, 6] as const).map((v) => (
        <button
          key={v}
          type="button"
          role="radio"
          aria-checked={value === v}
          onClick={() => onChange(v)}
          className={cn(
            'rounded-full px-3 py-1 font-semibold transition',
            value === v ? 'bg-ink text-surface' : 'text-ink-muted hover:text-ink',
          )}
        >
          {v}
        </button>
      ))}
    </div>
  );
}

/**
 * The 'Get the Look' gallery (`/all-styles`, `/all-styles/{styleId}`): title, hashtag, style tabs
 * (All plus each style), a 4/6 view toggle and the influencer grid.
 */
export function StyleGallery({ styleId }: { styleId?: string }) {
  const styles = useStyles();
  const detail = useStyle(styleId);
  const [view, setView] = useState<GalleryView>(4);
  const navigate = useNavigate();
  const active = styleId ?? ALL_TAB;

  const list = useMemo(() => styles.data ?? [], [styles.data]);
  const selected = styleId ? (detail.data ?? list.find((s) => s._id === styleId)) : undefined;
  const tiles = useMemo(
    () => looksOf(styleId ? (selected?.influencers ?? []) : list.flatMap((s) => s.influencers)),
    [styleId, selected, list],
  );
  const tabs = [{ id: ALL_TAB, label: 'All' }, ...list.map((s) => ({ id: s._id, label: s.name }))];
  if (styleId && !list.some((s) => s._id === styleId) && selected)
    tabs.push({ id: selected._id, label: selected.name });

  let body;
  if (styles.isPending || (styleId && !selected && detail.isPending))
    body = <InfluencerGridSkeleton count={8} view={view} />;
  else if (styles.isError && !selected)
    body = (
      <p role="alert" className="py-16 text-center text-danger-text">
        {Msg.stylesFailed}
      </p>
    );
  else if (styleId && !selected)
    body = (
      <p role="status" className="py-16 text-center text-ink-muted">
        {Msg.noInfluencersFound}
      </p>
    );
  else
    body = (
      <InfluencerGrid
        tiles={tiles}
        view={view}
        emptyText={styleId ? Msg.noInfluencersFound : Msg.noInfluencersAvailable}
        eagerCount={2}
      />
    );

  return (
    <div className="mx-auto max-w-[90rem] px-4 py-8 sm:px-6 lg:px-8">
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent-text">
          Lookbook
        </p>
        <h1 className="mt-2 font-display text-4xl font-semibold sm:text-5xl">
          {selected ? selected.name : 'Get the Look'}
        </h1>
        <p className="mt-2 text-sm font-medium text-ink-muted">{hashtag(selected)}</p>
        <p className="mx-auto mt-3 max-w-2xl text-sm leading-6 text-ink-muted">
          {selected?.description ||
            'Find your style in our lookbook and tag us to be featured. Tap a look to shop every piece in it.'}
        </p>
      </header>

      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        {styles.isPending ? (
          <div className="flex gap-2" aria-hidden>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-9 w-24" />
            ))}
          </div>
        ) : (
          <Tabs
            id="styles"
            label="Styles"
            tabs={tabs}
            value={active}
            onChange={(id) => navigate(id === ALL_TAB ? '/all-styles' : `/all-styles/${id}`)}
            className="min-w-0 flex-1"
          />
        )}
        <ViewToggle value={view} onChange={setView} />
      </div>
      {styles.isPending ? (
        <div className="pt-4">{body}</div>
      ) : (
        <TabPanel tabsId="styles" value={active}>
          {body}
        </TabPanel>
      )}
    </div>
  );
}
