import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel, type CarouselProps } from '../../../lib/ui';
import { InvalidComponentNotice, LayoutNode } from '../LayoutNode';
import { HeadingScope, LayoutHeading, visibleItems } from '../structural';
import { defineData, type DataNodeProps } from './defineData';

/** A titled carousel of the node's children; disabled children are left out (§4). */
function SliderOf({ node, depth, variant }: DataNodeProps & { variant: CarouselProps['variant'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { title } = node.properties;
  const items = visibleItems(node.components);
  if (items.length === 0) return null;
  return (
    <div>
      {title && <LayoutHeading id={titleId}>{title}</LayoutHeading>}
      <HeadingScope titled={Boolean(title)}>
        <Carousel
          variant={variant}
          label={t('layout.slider.label')}
          labelledBy={title ? titleId : undefined}
          slides={items.map((item) =>
            item.node ? (
              <LayoutNode key={item.key} component={item.node} depth={depth + 1} />
            ) : (
              <InvalidComponentNotice key={item.key} type={item.type} />
            ),
          )}
        />
      </HeadingScope>
    </div>
  );
}

/** Its children side by side in a carousel: three on wide screens, fewer on narrower ones, with dots (§2.2). */
export const HSlider = defineData(function HSlider(props: DataNodeProps) {
  return <SliderOf {...props} variant="multi" />;
});

/** Its children one at a time, each fading into the next, with dots (§9). */
export const MegaSlider = defineData(function MegaSlider(props: DataNodeProps) {
  return <SliderOf {...props} variant="fade" />;
});
