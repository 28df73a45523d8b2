import type { Testimonial } from "@heritage/domain/content";
import { Quote } from "lucide-react";
import { Carousel } from "../../../components/ui/carousel.tsx";
import { Loadable } from "../../../components/ui/loadable.tsx";
import { Portrait } from "../../../components/ui/portrait.tsx";
import { useContentList } from "../api/content-list.ts";
import { T } from "../resources-texts.ts";

/** product §4 testimonial slider: three testimonials, previous and next wrap around, dots select. */
export function TestimonialSlider() {
  const testimonials = useContentList<Testimonial>("testimonials", { page_size: 3 });
  return (
    <Loadable texts={T} query={testimonials} skeletonClassName="h-48">
      {(data) => (
        <Carousel label={T.home.testimonialsCarousel} loop>
          {data.results.map((testimonial) => (
            <figure
              key={testimonial.id}
              className="mx-auto flex max-w-3xl flex-col items-center gap-4 rounded-lg bg-surface p-6 text-center shadow-card sm:p-10"
            >
              <Quote aria-hidden="true" className="size-8 text-clay" />
              <blockquote className="font-display text-xl leading-relaxed">{testimonial.content}</blockquote>
              <figcaption className="flex items-center gap-3 text-left">
                <Portrait name={testimonial.name} image={testimonial.image} size={56} />
                <span>
                  <span className="block font-semibold">{testimonial.name}</span>
                  <span className="block text-sm text-muted">{testimonial.title}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </Carousel>
      )}
    </Loadable>
  );
}
